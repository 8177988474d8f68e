// English of zh/error-log.ts; the Messages type in ../types keeps the two the same shape.
export default {
  errorLog: {
    button: 'Error log',
    title: 'Error log',
    upload: 'Upload to server',
    clear: 'Clear local log',
    confirmTitle: 'Confirm',
    ok: 'OK',
    cancel: 'Cancel',
    uploadUnavailable: 'This gateway takes no error logs (set VITE_ERROR_LOG_URL to upload them)',
    uploadConfirm: 'Upload the local logs to the server?',
    uploadSuccess: 'Sent!',
    clearConfirm: 'Clear the local log records?',
    clearSuccess: 'Cleared!',
    empty: 'No errors recorded',
    total: '{{total}} in total',
    columns: {
      type: 'Type',
      message: 'Message',
      url: 'Page URL',
      time: 'Time',
      stack: 'Stack',
      info: 'Source',
    },
    boundary: {
      title: 'Something went wrong on this page',
      subTitle: 'The error has been recorded in the local error log.',
      detail: 'Error',
      chunkTitle: 'The page could not be loaded',
      chunkSubTitle:
        'Its code did not arrive: the network failed, or a new version has been released. Reload the page to try again.',
      home: 'Back to home',
      reload: 'Reload',
    },
  },
};
