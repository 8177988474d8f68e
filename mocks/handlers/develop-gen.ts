import type { DevelopCodeRow, DevelopModelRow } from '../types-develop';

// What BladeCodeGenerator writes for one configuration, as paths: the back end under apiPath
// (entity, VO, DTO, mapper and its XML, service, controller, the wrapper when wrapMode is 2, the
// Feign client when feignMode is 2, the menu SQL), the front end under webPath (Saber's api, view
// and, for the element style, option files). A sub template adds the sub model's back end. The
// stand-in writes nothing: gen-code answers these paths so the console can show them.

const YES = 2;

const join = (...parts: string[]) =>
  parts.map((part, i) => (i === 0 ? part.replace(/\/+$/, '') : part.replace(/^\/+|\/+$/g, ''))).join('/');

function backEnd(root: string, packageName: string, model: DevelopModelRow, code: DevelopCodeRow): string[] {
  const dir = join(root, 'src/main/java', packageName.replace(/\./g, '/'));
  const name = model.modelClass;
  return [
    `${dir}/entity/${name}.java`,
    `${dir}/vo/${name}VO.java`,
    `${dir}/dto/${name}DTO.java`,
    ...(code.wrapMode === YES ? [`${dir}/wrapper/${name}Wrapper.java`] : []),
    `${dir}/mapper/${name}Mapper.java`,
    `${dir}/mapper/${name}Mapper.xml`,
    `${dir}/service/I${name}Service.java`,
    `${dir}/service/impl/${name}ServiceImpl.java`,
    `${dir}/controller/${name}Controller.java`,
    ...(code.feignMode === YES ? [`${dir}/feign/I${name}Client.java`, `${dir}/feign/${name}Client.java`] : []),
  ];
}

/** The files of one configuration; `models` finds its model and sub model by id. */
export function generatedFiles(
  code: DevelopCodeRow,
  model: DevelopModelRow,
  subModel: DevelopModelRow | undefined,
): string[] {
  // blade-desk → desk: the folder the console keeps the module's pages in.
  const moduleDir = code.serviceName.split('-').pop() || code.serviceName;
  const key = model.modelCode;
  const web = [
    `${join(code.webPath, 'src/api', moduleDir)}/${key}.js`,
    `${join(code.webPath, 'src/views', moduleDir)}/${key}.vue`,
  ];
  if (code.codeStyle === 'element') web.push(`${join(code.webPath, 'src/option', moduleDir)}/${key}.js`);
  return [
    ...backEnd(code.apiPath, code.packageName, model, code),
    ...(code.templateType === 'sub' && subModel
      ? backEnd(code.apiPath, code.packageName, subModel, { ...code, feignMode: 1 })
      : []),
    `${join(code.apiPath, 'src/main/resources/sql')}/${key}.menu.mysql`,
    ...web,
  ];
}
