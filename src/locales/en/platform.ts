// Tenants, OAuth clients, datasources, report definitions.
export default {};
