// Orders, organization orders and the business home page (zh).
export default {};
