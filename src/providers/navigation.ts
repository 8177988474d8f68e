/**
 * Lets code outside React (the request layer on a 401) navigate through the router. The shell
 * binds the router's navigate; before that, a full page load does the job.
 */
let navigate: (path: string) => void = (path) => window.location.assign(path);

export const navigation = {
  bind(fn: (path: string) => void) {
    navigate = fn;
  },
  go(path: string) {
    navigate(path);
  },
};
