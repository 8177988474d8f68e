import { Form, Typography } from 'antd';
import { useState } from 'react';
import { useFlowDiagramWords } from '../diagram/diagram-words';
import { attributeValue, idProblem, joinList, panelKind, type TaskAttribute } from './element-props';
import type { BpmnElement, ElementLookup, Moddle, Modeling } from './modeler-types';
import { PanelField } from './panel-field';

export type PropertiesPanelProps = {
  /** The selected element, or the root (the process) when none is. */
  element: BpmnElement;
  /** Counts the diagram's changes: the fields start again from the element after an edit or an undo. */
  revision: number;
  modeling: Modeling;
  moddle: Moddle;
  registry: ElementLookup;
  /** The prefix the document binds to Flowable's namespace. */
  flowable: string;
};

/**
 * The editor's own properties panel (antd, not bpmn-js-properties-panel): id and name of the
 * process or of the selected element; a user task's assignee, candidate users and groups
 * (flowable:*); a flow's condition. Every write goes through bpmn-js's modeling, so it can be
 * undone and is in the saved XML.
 */
export function PropertiesPanel({ element, revision, modeling, moddle, registry, flowable }: PropertiesPanelProps) {
  const words = useFlowDiagramWords().editor;
  const [idError, setIdError] = useState<{ key: string; message: string }>();
  const bo = element.businessObject;
  const kind = panelKind(bo.$type);
  const local = bo.$type.slice(bo.$type.indexOf(':') + 1);
  const typeName = (words.types as Record<string, string>)[local] ?? local;
  const key = `${element.id}:${revision}`;
  const update = (properties: Record<string, unknown>) => modeling.updateProperties(element, properties);
  const taken = (id: string) => !!registry.get(id) || !!moddle.ids?.assigned(id);

  const commitId = (text: string) => {
    const id = text.trim();
    if (id === bo.id) return setIdError(undefined);
    const problem = idProblem(id, bo.id, taken);
    if (problem) return setIdError({ key, message: words.props[problem] });
    setIdError(undefined);
    update({ id });
  };
  const commitName = (text: string) => {
    if (text.trim() !== (bo.name ?? '')) update({ name: attributeValue(text) });
  };
  const taskField = (attribute: TaskAttribute, label: string, help: string, list: boolean) => {
    const name = `${flowable}:${attribute}`;
    const current = String(bo.get(name) ?? '');
    const commit = (text: string) => {
      const value = attributeValue(list ? joinList(text) : text);
      if ((value ?? '') !== current) update({ [name]: value });
    };
    return (
      <PanelField
        key={`${key}:${attribute}`}
        label={label}
        help={help}
        value={current}
        onCommit={commit}
        testId={`prop-${attribute}`}
      />
    );
  };
  const condition = bo.conditionExpression?.body ?? '';
  const commitCondition = (text: string) => {
    const body = attributeValue(text);
    if ((body ?? '') !== condition)
      update({ conditionExpression: body ? moddle.create('bpmn:FormalExpression', { body }) : undefined });
  };

  return (
    <div className="model-editor-panel" data-testid="model-editor-panel">
      <Typography.Title level={5} className="model-editor-panel-title">
        {words.props.title}
        <Typography.Text type="secondary" className="model-editor-panel-type">
          {typeName}
        </Typography.Text>
      </Typography.Title>
      <Form layout="vertical" size="small" component="div">
        <PanelField
          key={`${key}:id`}
          label={words.props.id}
          value={bo.id}
          onCommit={commitId}
          error={idError?.key === key ? idError.message : undefined}
          testId="prop-id"
        />
        <PanelField
          key={`${key}:name`}
          label={words.props.name}
          value={bo.name ?? ''}
          onCommit={commitName}
          testId="prop-name"
        />
        {kind === 'userTask' && (
          <>
            {taskField('assignee', words.props.assignee, words.props.assigneeHint, false)}
            {taskField('candidateUsers', words.props.candidateUsers, words.props.listHint, true)}
            {taskField('candidateGroups', words.props.candidateGroups, words.props.listHint, true)}
          </>
        )}
        {kind === 'sequenceFlow' && (
          <PanelField
            key={`${key}:condition`}
            label={words.props.condition}
            help={words.props.conditionHint}
            value={condition}
            onCommit={commitCondition}
            multiline
            testId="prop-condition"
          />
        )}
      </Form>
    </div>
  );
}
