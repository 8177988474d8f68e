import type { HttpHandler } from 'msw';
import type { Router } from '../router';
import type { AttachRow } from '../types-resource';
import { bladeCrud } from './crud';

// 附件 (AttachController): list (entity binding: filters by equality), detail, submit, remove.
// Rows are made by `oss/endpoint/put-file-attach` (file.ts); no seeded role holds attach_add /
// attach_edit, so a submit is refused as the screen offers none.

const attachBlank: Omit<AttachRow, 'id' | 'tenantId' | 'createTime' | 'updateTime'> = {
  link: '',
  domainUrl: '',
  name: '',
  originalName: '',
  extension: '',
  attachSize: 0,
};

export function attachHandlers(router: Router, base: string): HttpHandler[] {
  return bladeCrud<AttachRow>(router, {
    base,
    table: 'attaches',
    blank: attachBlank,
    required: [
      ['link', 'attachLinkRequired'],
      ['domainUrl', 'attachDomainRequired'],
      ['name', 'attachNameRequired'],
      ['originalName', 'attachOriginalNameRequired'],
      ['extension', 'attachExtensionRequired'],
    ],
    // blade_attach: link, domain_url, name and original_name varchar(1000), extension varchar(12).
    maxLength: { link: 1000, domainUrl: 1000, name: 1000, originalName: 1000, extension: 12 },
    tenantScoped: true,
    permission: 'attach',
  });
}
