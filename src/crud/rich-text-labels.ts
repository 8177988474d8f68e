import type { EditorWords } from './rich-text-words';

// Quill's snow theme names nothing on its toolbar and writes its tooltip and picker words in CSS
// (English). Here every button gets a name (title and aria-label, so a screen reader and a hover
// say what it does) and the words the CSS shows come from data attributes in the user's language
// (rich-text-field.css reads them with attr()).

const BUTTONS: [selector: string, word: keyof EditorWords][] = [
  ['button.ql-bold', 'bold'],
  ['button.ql-italic', 'italic'],
  ['button.ql-underline', 'underline'],
  ['.ql-color .ql-picker-label', 'color'],
  ['button.ql-list[value="ordered"]', 'ordered'],
  ['button.ql-list[value="bullet"]', 'bullet'],
  ['button.ql-link', 'link'],
  ['button.ql-image', 'image'],
  ['button.ql-clean', 'clean'],
];

/** Names the toolbar's buttons and sets the header picker's and the link tooltip's words. */
export function labelEditor(toolbar: HTMLElement, container: HTMLElement, words: EditorWords) {
  for (const [selector, word] of BUTTONS) {
    toolbar.querySelectorAll<HTMLElement>(selector).forEach((element) => {
      element.title = words[word];
      element.setAttribute('aria-label', words[word]);
    });
  }
  const headingOf = (value: string | null) => (value ? words.heading.replace('{n}', value) : words.normal);
  toolbar
    .querySelectorAll<HTMLElement>('.ql-header .ql-picker-item')
    .forEach((item) => item.setAttribute('data-label', headingOf(item.getAttribute('data-value'))));
  const label = toolbar.querySelector<HTMLElement>('.ql-header .ql-picker-label');
  if (label) label.setAttribute('data-label', headingOf(label.getAttribute('data-value')));
  const tooltip = container.querySelector<HTMLElement>('.ql-tooltip');
  if (tooltip) {
    tooltip.setAttribute('data-visit', words.visit);
    tooltip.setAttribute('data-enter-link', words.enterLink);
    tooltip.querySelector('a.ql-action')?.setAttribute('data-edit', words.edit);
    tooltip.querySelector('a.ql-action')?.setAttribute('data-save', words.save);
    tooltip.querySelector('a.ql-remove')?.setAttribute('data-remove', words.remove);
    tooltip.querySelector('input')?.setAttribute('data-link', 'https://');
  }
}
