// The user screens.
export default {};
