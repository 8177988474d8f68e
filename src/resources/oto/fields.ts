import { config } from '../../config';
import type { FieldDef, NamedField } from '../types';

// Field builders the one-to-one screens share (organizations, experts, customers, consultations,
// H5 sign-ups, orders): the same options, rules and display wherever the field appears. Each
// takes overrides (name, label, table, search, form, ...) spread over its defaults, and answers a
// field named by its literal name, so the declaration that lists it checks it against its row.

const management = `/${config.services.management}`;
export const otoBase = `${config.services.management}/onetoone`;

/** What a caller may change of a field, its name aside. */
export type More = Partial<Omit<FieldDef, 'name' | 'offRow'>>;
type Overrides<N extends string> = More & { name?: N };

/** Any 11 characters that are no mobile number; other lengths are the length rule's to report. */
const PHONE_FORMAT = /^(.{0,10}|.{12,}|1[3-9]\d{9})$/su;

/**
 * A mobile phone with spec §5's three messages, one at a time: empty, not 11 long, not a mobile
 * number (the format rule only judges an 11-character value, so a short one reads "length").
 */
export const phoneField = <N extends string = 'phone'>(overrides: Overrides<N> = {}): NamedField<NoInfer<N>> => ({
  name: 'phone' as N,
  label: 'oto.common.phone',
  table: { width: 120 },
  form: true,
  maxLength: config.phoneLength,
  rules: [
    { required: true, message: 'info.phoneRequired', trigger: 'blur' },
    { len: config.phoneLength, message: 'info.phoneLength' },
    { pattern: PHONE_FORMAT, message: 'info.phoneFormat' },
  ],
  ...overrides,
});

/**
 * A province (region code, level 1) picked from the region seed's top level (`region/select`
 * answers the children of `code`, '00' when none); shown by its name. `multiple: true, joined:
 * true` makes it the comma-joined provinces an expert serves.
 */
export const provinceField = <N extends string = 'province'>(overrides: Overrides<N> = {}): NamedField<NoInfer<N>> => ({
  name: 'province' as N,
  label: 'oto.common.province',
  type: 'select',
  options: { url: `${management}/region/select`, labelKey: 'name', valueKey: 'code' },
  table: { width: 90 },
  form: true,
  ...overrides,
});

/** The gaokao subject type (spec §9: WEN 文科, LI 理科, ZONG 综合, L 历史, W 物理). */
export const subjectField = <N extends string = 'subjectType'>(
  overrides: Overrides<N> = {},
): NamedField<NoInfer<N>> => ({
  name: 'subjectType' as N,
  label: 'oto.common.subjectType',
  type: 'select',
  options: { dict: 'subject', biz: true },
  table: { width: 90 },
  form: true,
  ...overrides,
});

/** The electives (spec §9 letters), stored comma-joined and read 'a / b' (物 / 化). */
export const electivesField = <N extends string = 'electives'>(
  overrides: Overrides<N> = {},
): NamedField<NoInfer<N>> => ({
  name: 'electives' as N,
  label: 'oto.common.electives',
  type: 'select',
  multiple: true,
  joined: true,
  joinWith: ' / ',
  options: { dict: 'elective', biz: true },
  table: { width: 120 },
  form: true,
  ...overrides,
});

/**
 * The search by one elective (spec §9 letter): the list keeps the rows whose electives hold it
 * ("contains" by code, as 专家管理 searches a subject type), so it is a single select, not the
 * form's multiple one.
 */
export const electiveSearchField = <N extends string = 'electives'>(
  overrides: Overrides<N> = {},
): NamedField<NoInfer<N>> => ({
  name: 'electives' as N,
  label: 'oto.common.electives',
  type: 'select',
  options: { dict: 'elective', biz: true },
  search: true,
  view: false,
  ...overrides,
});

/**
 * The organization a record belongs to, picked from the orgs the caller may see
 * (`get-org-by-user`: an organization's staff get only theirs). Lists show the row's `orgName`
 * (see orgNameField), so this one is for the search and the form.
 */
export const orgField = <N extends string = 'orgId'>(overrides: Overrides<N> = {}): NamedField<NoInfer<N>> => ({
  name: 'orgId' as N,
  label: 'oto.common.org',
  type: 'select',
  options: { url: `${management}/onetoone/organization-info/get-org-by-user`, labelKey: 'orgName', valueKey: 'id' },
  search: true,
  form: true,
  view: false,
  rules: [{ required: true, message: 'oto.common.orgRequired', trigger: 'change' }],
  ...overrides,
});

/** The organization's name as the record's VO carries it: the list column and the view. */
export const orgNameField = <N extends string = 'orgName'>(overrides: Overrides<N> = {}): NamedField<NoInfer<N>> => ({
  name: 'orgName' as N,
  label: 'oto.common.org',
  table: { width: 160 },
  view: true,
  ...overrides,
});

/** When the record was written: a sortable column and the view. */
export const createTimeField = (overrides: More = {}): NamedField<'createTime'> => ({
  name: 'createTime',
  label: 'oto.common.createTime',
  type: 'date',
  table: { width: 170, sorter: true },
  view: true,
  ...overrides,
});

/** Where a setting stands among the others (1 first): a number the list sorts by. */
export const sortField = (): NamedField<'sort'> => ({
  name: 'sort',
  label: 'oto.common.sort',
  type: 'number',
  table: { width: 80, sorter: true },
  form: true,
  defaultValue: 1,
});
