/**
 * A label as it reads inside a sentence ("Enter parameter name"): English labels are written as
 * titles ("Parameter name"), so the first letter drops to lower case, unless the word is an
 * acronym ("ID", "URL"). Chinese has no case and passes through.
 */
export function inSentence(label: string): string {
  const [first, second] = label;
  if (!first || (second && second !== second.toLowerCase())) return label;
  return first.toLowerCase() + label.slice(1);
}
