import { Descriptions, Typography } from 'antd';
import { useDialogWords } from './dialog-words';
import type { BladeFile } from '../../crud/use-file-upload';
import './file-result.css';

// Where a stored link may lead: a file host, a site path, the file itself. Anything else stays text.
const SAFE_LINK = /^(https?:|data:|blob:|\/)/i;
const PICTURE = /^data:image\/|\.(png|jpe?g|gif|webp|svg|bmp)$/i;
const SHORT = 72;

/** A file link: a data: URL (no tab may open one) downloads under the file's name, others open in a tab. */
function FileLink({ link, fileName }: { link: string; fileName: string }) {
  const caption = link.length > SHORT ? `${link.slice(0, SHORT)}…` : link;
  if (!SAFE_LINK.test(link)) return <span>{caption}</span>;
  if (link.startsWith('data:'))
    return (
      <a href={link} download={fileName} title={fileName}>
        {caption}
      </a>
    );
  return (
    <Typography.Link href={link} target="_blank" rel="noopener noreferrer" copyable={{ text: link }}>
      {caption}
    </Typography.Link>
  );
}

/** What an upload answered: the names, the link and the domain; a picture is shown too. */
export function FileResult({ file }: { file: BladeFile }) {
  const words = useDialogWords();
  const picture = SAFE_LINK.test(file.link) && (PICTURE.test(file.link) || PICTURE.test(file.name));
  return (
    <div className="file-result">
      <Descriptions
        column={1}
        bordered
        size="small"
        styles={{ label: { width: 110, whiteSpace: 'nowrap' }, content: { wordBreak: 'break-all' } }}
      >
        <Descriptions.Item label={words.fileOriginal}>{file.originalName}</Descriptions.Item>
        <Descriptions.Item label={words.fileName}>{file.name}</Descriptions.Item>
        <Descriptions.Item label={words.fileLink}>
          <FileLink link={file.link} fileName={file.originalName} />
        </Descriptions.Item>
        {file.domain && <Descriptions.Item label={words.fileDomain}>{file.domain}</Descriptions.Item>}
      </Descriptions>
      {picture && <img className="file-result-picture" src={file.link} alt={file.originalName} />}
    </div>
  );
}
