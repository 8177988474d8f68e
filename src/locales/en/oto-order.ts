// Orders, organization orders and the business home page (en).
export default {};
