/** A confirm's message in lines: the question, then what it acts on. */
export function ConfirmLines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line) => (
        <p key={line} className="confirm-line">
          {line}
        </p>
      ))}
    </>
  );
}
