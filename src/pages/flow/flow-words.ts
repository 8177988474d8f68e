import flowWords from '../../locales/zh/flow';
import { addZhWords } from '../../providers/i18n';

// The flow pages' Chinese: with the domain's declarations, and here for a leave page opened first
// (a reload of a task's page loads no declaration). Adding them twice changes nothing.
addZhWords(flowWords);
