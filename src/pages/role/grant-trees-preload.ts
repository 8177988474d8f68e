import { useGrantTrees } from './use-grant-trees';

/**
 * Drawn (showing nothing) beside the role list for a user who may grant: the grant dialog's trees
 * are fetched while the list shows, so a click opens it with only the roles' keys to ask for.
 */
export default function GrantTreesPreload() {
  useGrantTrees();
  return null;
}
