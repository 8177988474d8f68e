import type { ReportRow as ReportListRow } from '../src/resources/system/report';

// Row shapes of the platform screens' tables: blade_report_file (clients and datasources are
// their modules', typed by their declarations).

/** A report definition (UReport's blade_report_file): the listed row and the stored design. */
export type ReportRow = ReportListRow & { content: string };
