// One-to-one business screens (en).
export default {};
