// One-to-one business screens (zh).
export default {};
