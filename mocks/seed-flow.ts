import { claimTask, completeTask, isRefusal, type FlowStore } from './flow-engine';
import { startLeave } from './flow-leave';
import { deploy } from './flow-repository';
import { idSequence } from './ids';
import { keyOf, type RowOf, type TableName } from './table-keys';
import { approvalProcessXml, expenseProcess, leaveProcess } from './seed-data/flow-processes';
import { PLATFORM_TENANT } from './seed-data/accounts';
import { leaveSeeds, type LeaveSeed } from './seed-data/flow-leaves';
import { seedDate } from './seed-data/oto-random';
import type { StandinTables } from './types';

// The workflow's seed: the models 请假流程 (deployed for every tenant, category flow_1) and
// 报销流程 (drawn, not deployed), and leave requests at each stage, made by the engine itself
// (started, approved, claimed, rejected as the handlers would), so their tasks and history are
// exactly what running them gives. Dated back from the seed day; ids from a range of their own.

/** The engine over the bare tables, with a clock the seed sets before each step. */
function seedStore(tables: StandinTables, nextId: () => string): FlowStore & { at(time: string): void } {
  let time = '';
  const rows = <K extends TableName>(table: K) => tables[table] as RowOf<K>[];
  return {
    tables,
    nextId,
    now: () => time,
    at(next) {
      time = next;
    },
    insert(table, ...added) {
      rows(table).push(...added);
    },
    update(table, row) {
      const list = rows(table);
      list[list.findIndex((each) => keyOf(table, each) === keyOf(table, row))] = row;
    },
    remove(table, match) {
      const list = rows(table);
      const kept = list.filter((row) => !match(row));
      const removed = list.length - kept.length;
      list.splice(0, list.length, ...kept);
      return removed;
    },
  };
}

const fail = (what: string): never => {
  throw new Error(`stand-in seed: ${what}`);
};

/** Adds the workflow's models, the deployed leave process and the seeded leaves, relative to `seedDay`. */
export function addFlowSeed(tables: StandinTables, seedDay: string): void {
  const store = seedStore(tables, idSequence(1123598815805000001n));
  const at = (daysAgo: number, hour: number, minute: number) => seedDate(seedDay, daysAgo, hour, minute);
  const model = (spec: typeof leaveProcess, created: string, lastUpdated: string, version: number) => ({
    id: store.nextId(),
    tenantId: PLATFORM_TENANT,
    name: spec.name,
    modelKey: spec.id,
    description: spec.documentation,
    version,
    created,
    lastUpdated,
    createdBy: 'admin',
    lastUpdatedBy: 'admin',
    modelEditorXml: approvalProcessXml(spec),
  });
  const leaveModel = model(leaveProcess, at(40, 9, 30), at(30, 16, 10), 3);
  tables.flowModels.push(leaveModel, model(expenseProcess, at(12, 14, 20), at(5, 11, 45), 2));
  store.at(at(30, 16, 30));
  const deployed = deploy(store, {
    xml: leaveModel.modelEditorXml,
    resourceName: `${leaveModel.name}.bpmn20.xml`,
    name: leaveModel.name,
    key: leaveModel.modelKey,
    category: 'flow_1',
    tenantIds: [],
  });
  if (isRefusal(deployed)) return fail(`the leave process does not deploy: ${deployed.refused}`);
  const [definition] = deployed;
  const userOf = (tenantId: string, account: string) =>
    tables.users.find((user) => user.tenantId === tenantId && user.account === account) ??
    fail(`no user ${account} in ${tenantId}`);
  const run = (seed: LeaveSeed) => {
    const tenantId = seed.tenantId ?? PLATFORM_TENANT;
    store.at(at(seed.daysAgo, seed.hour, seed.minute));
    const leave = startLeave(store, {
      definition,
      starter: userOf(tenantId, seed.starter),
      approver: userOf(tenantId, seed.approver),
      startTime: at(seed.daysAgo - seed.from, 9, 0),
      endTime: at(seed.daysAgo - seed.from - (seed.days - 1), 18, 0),
      reason: seed.reason,
    });
    if (isRefusal(leave)) return fail(`leave '${seed.reason}' does not start: ${leave.refused}`);
    for (const step of seed.steps) {
      store.at(at(step.daysAgo, step.hour, step.minute));
      const task =
        tables.flowTasks.find((row) => row.processInstanceId === leave.processInstanceId && !row.endTime) ??
        fail('no open task');
      const user = userOf(tenantId, step.by);
      if (step.claim) claimTask(store, task, user.id);
      else {
        const refused = completeTask(store, task, step.comment ?? '同意', { pass: step.pass ?? true });
        if (refused) fail(`leave '${seed.reason}': ${refused.refused}`);
      }
    }
  };
  leaveSeeds.forEach(run);
}
