import { type HttpError, useCustomMutation } from '@refinedev/core';
import { Alert, App, Spin, theme } from 'antd';
import Quill, { Delta, type Range } from 'quill';
import 'quill/dist/quill.snow.css';
import { useEffect, useEffectEvent, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../resources/resource/api';
import { PICTURE_FORMATS, PICTURE_MAX_MB, pictureCheck } from './picture-format';
import { labelEditor } from './rich-text-labels';
import { editorWords } from './rich-text-words';
import { pictureSourceAllowed } from './picture-sources';
import { sanitizeRichText } from './sanitize-html';
import { useStorageHosts } from './use-storage-hosts';
import './rich-text-field.css';

type Props = {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  placeholder?: string;
  /** The longest HTML the column takes, in characters (the field's `maxLength`). */
  maxLength?: number;
};

// What quill lets through to the uploader (by the MIME type the browser guessed from the name);
// the bytes decide after it (picture-format.ts).
const PICTURES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline'],
  [{ color: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image'],
  ['clean'],
];

/**
 * The HTML of what was written ('' for nothing). Quill 2's semantic HTML (real <ul>/<ol>, readable
 * anywhere) writes every space as &nbsp;, which would stop lines wrapping between words: a single
 * one goes back to a space, a run keeps the rest.
 */
function htmlOf(quill: Quill): string {
  if (quill.getLength() <= 1) return '';
  return quill.getSemanticHTML().replace(/(&nbsp;)+/g, (run) => ` ${'&nbsp;'.repeat(run.length / 6 - 1)}`);
}

/**
 * Puts sanitized HTML in, as the start of the editor's history (no undo back to blank); answers
 * how many pictures from outside `hosts` and the console's origin were left out.
 */
function loadHtml(quill: Quill, html: string | undefined, hosts: readonly string[]): number {
  const safe = sanitizeRichText(html ?? '', hosts);
  quill.setContents(quill.clipboard.convert({ html: safe.html }), 'silent');
  quill.history.clear();
  return safe.removedPictures;
}

/**
 * Takes out of the editor every picture whose address is outside `hosts` and the console's
 * origin (pasted, dropped or typed in as HTML); answers how many.
 */
function dropOutsidePictures(quill: Quill, hosts: readonly string[]): number {
  const outside: number[] = [];
  let index = 0;
  for (const op of quill.getContents().ops) {
    const insert = op.insert as string | { image?: unknown } | undefined;
    if (typeof insert === 'object' && typeof insert.image === 'string')
      if (!pictureSourceAllowed(insert.image, hosts, window.location.origin)) outside.push(index);
    index += typeof insert === 'string' ? insert.length : 1;
  }
  // From the end, so the earlier positions stay where they were.
  for (const at of outside.reverse()) quill.deleteText(at, 1, 'silent');
  return outside.length;
}

/**
 * A rich-text field on quill 2 (snow theme): headings, bold / italic / underline, colour, lists,
 * links, pictures and clear formatting. A picture (picked, pasted or dropped) is uploaded through
 * `put-file` and put in as the link it answers. What is loaded into it is sanitized first, like
 * anything that shows stored HTML, and a picture from outside the console's origin and its storage
 * hosts is taken out, loaded or written, with a note saying so (it would tell that address who
 * reads the text). Its own chunk, with quill: loaded when a form shows the field.
 */
export default function RichTextField(props: Props) {
  const hosts = useStorageHosts();
  // Loaded before the storage hosts are known, a storage picture would be taken for an outside one.
  if (!hosts) return <Spin className="rich-text-field-loading" />;
  return <RichTextEditor {...props} hosts={hosts} />;
}

function RichTextEditor({ id, value, onChange, disabled, placeholder, maxLength, hosts }: Props & { hosts: string[] }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Quill | null>(null);
  // The HTML last sent up: the same value coming back down is not loaded again (it would move the caret).
  const emitted = useRef<string | undefined>(undefined);
  const { mutateAsync } = useCustomMutation<{ link: string }, HttpError, FormData>();
  // The hosts of the pictures the storage answered here: storage hosts, whether or not oss/list could be read.
  const uploadedHosts = useRef<string[]>([]);
  const allowed = () => [...hosts, ...uploadedHosts.current];
  const [removedOutside, setRemovedOutside] = useState(false);

  // Called by the editor's handlers: the latest onChange, whenever the user writes.
  const changed = useEffectEvent((html: string) => {
    emitted.current = html;
    onChange?.(html);
  });
  // Loaded content that held outside pictures goes up without them, so saving it drops them too.
  const load = useEffectEvent((quill: Quill, html: string | undefined) => {
    emitted.current = html ?? '';
    if (loadHtml(quill, html, allowed()) === 0) return;
    setRemovedOutside(true);
    changed(htmlOf(quill));
  });

  const upload = useEffectEvent(async (quill: Quill, range: Range, files: File[]) => {
    let at = range.index;
    for (const file of files) {
      // The file endpoint takes pictures up to 2 MB; told here before anything is sent.
      const checked = await pictureCheck(file, PICTURE_FORMATS, PICTURE_MAX_MB * 1024 * 1024);
      if ('problem' in checked) {
        message.error(checked.problem === 'type' ? t('crud.imageType') : t('crud.imageSize', { mb: PICTURE_MAX_MB }));
        continue;
      }
      const form = new FormData();
      form.append('file', file);
      // A refusal has been shown by the request layer; the text stays as it was.
      const answer = await mutateAsync({
        url: resourceApi.putFile,
        method: 'post',
        values: form,
        errorNotification: false,
      }).catch(() => null);
      if (!answer || !editor.current) continue;
      uploadedHosts.current.push(new URL(answer.data.link, window.location.origin).host);
      quill.insertEmbed(at, 'image', answer.data.link, 'user');
      at += 1;
      quill.setSelection(at, 0, 'user');
    }
  });
  // A paste the column cannot hold is refused before quill reads it: converting megabytes of HTML
  // holds the page for a minute or more, only for the save to be refused.
  const pasted = useEffectEvent((event: ClipboardEvent, quill: Quill) => {
    if (!maxLength || !event.clipboardData) return;
    const data = event.clipboardData;
    const size = Math.max(data.getData('text/html').length, data.getData('text/plain').length);
    if (htmlOf(quill).length + size <= maxLength) return;
    event.preventDefault();
    event.stopPropagation();
    message.error({
      content: t('crud.pasteTooLong', { max: maxLength.toLocaleString(i18n.language) }),
      key: 'paste-too-long',
    });
  });
  // The editor is made once: the value and placeholder it starts with are read, not followed.
  const create = useEffectEvent((mount: HTMLElement) => {
    const quill = new Quill(mount, {
      theme: 'snow',
      placeholder,
      modules: {
        toolbar: TOOLBAR,
        uploader: {
          mimetypes: PICTURES,
          handler: (range: Range, files: File[]) => void upload(quill, range, files),
        },
      },
    });
    // A pasted or dropped outside picture is left out before it is in the page: put in, it would
    // already have been fetched.
    quill.clipboard.addMatcher('IMG', (node, delta) => {
      const src = (node as HTMLElement).getAttribute('src') ?? '';
      if (pictureSourceAllowed(src, allowed(), window.location.origin)) return delta;
      setRemovedOutside(true);
      return new Delta();
    });
    // On the mount, in the capture phase: before quill's own listener on its editor inside.
    mount.addEventListener('paste', (event) => pasted(event, quill), true);
    load(quill, value);
    // Only what the user did is a change of the field (loading a record is not).
    quill.on('text-change', (_delta, _old, source) => {
      if (source !== 'user') return;
      if (dropOutsidePictures(quill, allowed()) > 0) setRemovedOutside(true);
      changed(htmlOf(quill));
    });
    return quill;
  });

  useEffect(() => {
    const root = host.current;
    if (!root) return;
    const mount = document.createElement('div');
    root.appendChild(mount);
    editor.current = create(mount);
    return () => {
      editor.current = null;
      root.replaceChildren();
    };
  }, []);

  // A record loaded after the form opened (an edit's detail), or the form reset.
  const reload = useEffectEvent((quill: Quill) => {
    if ((value ?? '') !== emitted.current) load(quill, value);
  });
  useEffect(() => {
    if (editor.current) reload(editor.current);
  }, [value]);

  useEffect(() => {
    editor.current?.enable(!disabled);
  }, [disabled]);

  useEffect(() => {
    const root = host.current;
    const toolbar = root?.querySelector<HTMLElement>('.ql-toolbar');
    const container = root?.querySelector<HTMLElement>('.ql-container');
    if (toolbar && container) labelEditor(toolbar, container, editorWords());
  }, [i18n.language]);

  // The theme's colours (a dark theme included), for the editor's own CSS.
  const colours = {
    '--rich-text-border': token.colorBorder,
    '--rich-text-icon': token.colorTextSecondary,
    '--rich-text-active': token.colorPrimary,
    '--rich-text-bg': token.colorBgContainer,
    '--rich-text-text': token.colorText,
    '--rich-text-placeholder': token.colorTextPlaceholder,
    '--rich-text-radius': `${token.borderRadius}px`,
  } as CSSProperties;
  return (
    <>
      {removedOutside && (
        <Alert
          className="rich-text-field-note"
          type="warning"
          showIcon
          closable
          onClose={() => setRemovedOutside(false)}
          message={t('crud.outsidePictureRemoved')}
        />
      )}
      <div id={id} ref={host} className="rich-text-field" style={colours} />
    </>
  );
}
