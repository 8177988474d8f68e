// Which files a deployment takes, told before anything is sent: the process files Flowable reads
// (.bpmn20.xml, .bpmn) or a .zip of them, each at most 5 MB.

export const DEPLOY_ACCEPT = '.bpmn20.xml,.bpmn,.zip,.xml';
const MAX_MB = 5;

export type DeployFileProblem = { key: string; values: Record<string, string | number> };

/** Why a file may not be deployed (its kind, then its size), or null. */
export function deployFileProblem(file: { name: string; size: number }): DeployFileProblem | null {
  const name = file.name.toLowerCase();
  if (!/\.(bpmn20\.xml|bpmn|zip)$/.test(name)) return { key: 'flow.upload.typeError', values: { name: file.name } };
  if (file.size > MAX_MB * 1024 * 1024)
    return { key: 'flow.upload.tooLarge', values: { name: file.name, size: MAX_MB } };
  return null;
}
