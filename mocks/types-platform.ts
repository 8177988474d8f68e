// Row shapes of the platform screens' tables: blade_report_file (clients and datasources are
// their modules', typed by their declarations).

/** A report definition (UReport's blade_report_file): its name and the stored design. */
export type ReportRow = {
  id: string;
  name: string;
  content: string;
  createTime: string;
  updateTime: string;
};
