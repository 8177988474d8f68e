import { config } from '../../config';
import { defineResource } from '../types';
import { canPreviewReports, REPORT_LIST_ROUTE, reportPreviewRoute } from './report-preview';

/** A row of report/rest/list: a report definition's name and times (the design stays on the report server). */
export type ReportRow = {
  id: string;
  name: string;
  createTime: string;
  updateTime: string;
};

// Report definitions (Saber's report/reportlist.vue over blade-report's report/rest): UReport's
// files, listed and removed here; 预览 (or the name) opens one in its own tab through the iframe
// route. The report server designs them, so there is no add or edit.
export default defineResource<ReportRow>({
  name: 'report',
  route: REPORT_LIST_ROUTE,
  label: 'report.title',
  noun: 'report.name',
  permission: 'report_list',
  api: { base: `${config.services.report}/report/rest`, family: 'blade' },
  actions: { add: false, edit: false, delete: true, view: false },
  // 预览 only where a viewer exists (VITE_REPORT_URL, or the stand-in's own).
  rowActions: canPreviewReports
    ? [
        {
          key: 'preview',
          label: 'report.preview',
          permission: 'report_list_view',
          open: (row) => reportPreviewRoute(String(row.name)),
        },
      ]
    : [],
  fields: [
    { name: 'name', label: 'report.fileName', table: { width: 320 }, search: true },
    { name: 'createTime', label: 'report.createTime', table: { width: 180, sorter: true } },
    { name: 'updateTime', label: 'report.updateTime', table: { width: 180, sorter: true } },
  ],
});
