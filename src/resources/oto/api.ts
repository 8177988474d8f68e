import { config } from '../../config';

// The one-to-one screens' calls beyond their declared CRUD, and home's business figures: all on
// the management service's onetoone controllers (and its region select). Paths relative to /api,
// as the http client and Refine's `custom` take them; a function puts an id into its path.
const management = `/${config.services.management}`;
const oto = `${management}/onetoone`;
const order = `${oto}/student-order`;
const programme = `${oto}/student-ord-programme`;
const organization = `${oto}/organization-info`;
const expert = `${oto}/operate-expert-info`;
const orgExpert = `${oto}/org-expert-info`;
const serve = `${oto}/serve-info`;
const id = (value: string | number) => encodeURIComponent(String(value));

export const otoApi = {
  order: {
    search: `${order}/search`,
    /** An order's programme steps (`?orderId=`). */
    programme: `${order}/ord-programme`,
    changeExpert: `${order}/change-expert`,
    changeStatus: `${order}/change-ord-status`,
    refund: `${order}/refund`,
  },
  /** A programme step is written here (JSON body); it is read through its order. */
  programme: {
    save: `${programme}/save`,
    remove: (stepId: string | number) => `${programme}/del/${id(stepId)}`,
  },
  organization: {
    /** The organizations the caller may see (an organization's staff: only its own). */
    byUser: `${organization}/get-org-by-user`,
    /** Resets the organization admin's password; the answer's msg says to what. */
    reset: (orgId: string | number) => `${organization}/reset/${id(orgId)}`,
  },
  expert: {
    search: `${expert}/search-expert`,
    /** The approved experts of one organization (`?orgId=`). */
    byOrg: `${expert}/experts-by-org`,
    audit: `${expert}/audit-org-expert`,
    /** An expert's introduction videos (`?expertId=`). */
    videos: `${oto}/expert-info/videos`,
  },
  orgExpert: {
    search: `${orgExpert}/search-org-expert`,
    /** 保存并提交审核: saves the expert and sends it for audit (保存草稿 is the declared create / update). */
    addSubmit: `${orgExpert}/add-submit-org-expert`,
  },
  consultation: {
    search: `${oto}/info/consult-info/search`,
  },
  students: { search: `${oto}/intended-customers/search` },
  service: {
    search: `${serve}/search`,
    /** The services whose ids it is given (`?ids=`). */
    byIds: `${serve}/serve-list`,
  },
  /** The cities of a province (`?code=`). */
  regionSelect: `${management}/region/select`,
};
