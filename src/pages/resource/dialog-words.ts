import { useTranslation } from 'react-i18next';

// The resource dialogs' own words (the upload test, the SMS send, the attachment upload and PDF
// conversion). They ride in the dialogs' chunks, not in the locale bundles every page loads: only
// someone opening one of these dialogs needs them. `{name}` slots are filled by `fill`.

const zh = {
  debugTitle: '对象存储上传调试',
  debugHint: '选择一个文件,经此配置上传后显示返回的地址',
  pickFile: '选择文件',
  fileOriginal: '原文件名',
  fileName: '对象名称',
  fileLink: '文件地址',
  fileDomain: '资源域名',
  uploaded: '上传成功',
  sendTitle: '手机短信发送调试',
  phones: '发送手机',
  phonesHint: '多个手机号用英文逗号分隔',
  params: '发送参数',
  addParam: '添加参数',
  paramKey: '参数名',
  paramValue: '参数值',
  paramKeyRequired: '请输入参数名',
  sent: '短信发送成功',
  uploadTitle: '附件上传',
  uploadHint: '点击或拖入文件上传:图片、PDF、Office 文档、文本或压缩包,单个不超过 {mb}MB',
  typeRefused: '不支持的文件类型:{name}',
  sizeRefused: '{name} 超过 {mb}MB,未上传',
  pdfTitle: '附件转换为PDF',
  convert: '转换',
  converted: '转换完成,已存为附件',
};

export type DialogWords = typeof zh;

const en: DialogWords = {
  debugTitle: 'Test an upload',
  debugHint: 'Pick a file: it is uploaded through this config and the address it gets is shown',
  pickFile: 'Choose a file',
  fileOriginal: 'File name',
  fileName: 'Object name',
  fileLink: 'Link',
  fileDomain: 'Domain',
  uploaded: 'Uploaded',
  sendTitle: 'Send a test SMS',
  phones: 'Phones',
  phonesHint: 'Separate several numbers with commas',
  params: 'Parameters',
  addParam: 'Add a parameter',
  paramKey: 'Name',
  paramValue: 'Value',
  paramKeyRequired: 'Please enter the parameter name',
  sent: 'SMS sent',
  uploadTitle: 'Upload attachments',
  uploadHint: 'Click or drop files here: pictures, PDF, Office documents, text or archives, at most {mb} MB each',
  typeRefused: 'This kind of file cannot be uploaded: {name}',
  sizeRefused: '{name} is larger than {mb} MB and was not uploaded',
  pdfTitle: 'Convert to PDF',
  convert: 'Convert',
  converted: 'Converted and kept as an attachment',
};

/** The dialogs' words in the console's language (they follow a switch while a dialog is open). */
export function useDialogWords(): DialogWords {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? en : zh;
}

/** `text` with its `{name}` slots filled from `values`. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (slot, key: string) => String(values[key] ?? slot));
