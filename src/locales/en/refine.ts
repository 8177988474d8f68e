export default {
  buttons: {
    create: 'Create', save: 'Save', logout: 'Log out', delete: 'Delete', edit: 'Edit', cancel: 'Cancel',
    confirm: 'Are you sure?', filter: 'Filter', clear: 'Clear', refresh: 'Refresh', show: 'Show', undo: 'Undo',
    import: 'Import', clone: 'Clone', notAccessTitle: 'You do not have permission to access',
  },
  notifications: {
    success: 'Successful', error: 'Error (status code: {{statusCode}})', undoable: 'You have {{seconds}} seconds to undo',
    createSuccess: 'Successfully created', createError: 'There was an error creating (status code: {{statusCode}})',
    editSuccess: 'Successfully edited', editError: 'Error when editing (status code: {{statusCode}})',
    deleteSuccess: 'Successfully deleted', deleteError: 'Error when deleting (status code: {{statusCode}})',
    importProgress: 'Importing: {{processed}}/{{total}}',
  },
  loading: 'Loading',
  warnWhenUnsavedChanges: 'Are you sure you want to leave? You have unsaved changes.',
  table: { actions: 'Actions' },
  pages: {
    error: { info: 'You may have forgotten to add the {{action}} component to the {{resource}} resource.', 404: 'Sorry, the page you visited does not exist.', resource404: 'Are you sure you have created the {{resource}} resource?', backHome: 'Back home' },
  },
};
