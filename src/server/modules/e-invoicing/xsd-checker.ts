/**
 * A checker of XML documents against the authorities' published XSD files (ADR 062), for the tests:
 * it reads the schemas themselves (FA(3) and NAV's InvoiceData, kept in ./schemas) rather than a
 * hand-copied list of rules, so a mistake in element order, a missing required element, a value
 * outside an enumeration or a pattern, or a wrong namespace is found as the schema states it.
 *
 * It understands the part of XML Schema 1.0 these schemas use: global and local elements (qualified),
 * named and anonymous complex types with sequence/choice and minOccurs/maxOccurs, complexContent and
 * simpleContent extension, attributes (required, fixed), simple types by restriction (enumeration,
 * pattern, length, minLength, maxLength, totalDigits, fractionDigits, min/max inclusive/exclusive,
 * whiteSpace) and union, and the built-in types they derive from. Not: xs:any, groups, substitution
 * groups, identity constraints, xsi:type (none of which the two schemas use).
 */
import { readFileSync } from 'node:fs';
import Decimal from 'decimal.js';
import { XMLParser } from 'fast-xml-parser';

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

interface Schema {
  targetNamespace: string;
  prefixes: Map<string, string>;
}

type Particle =
  | { kind: 'element'; name: string; decl: ElementDecl; min: number; max: number }
  | { kind: 'sequence' | 'choice'; items: Particle[]; min: number; max: number };

interface ElementDecl {
  name: string;
  type: TypeRef;
}

type TypeRef = { simple: SimpleType } | { complex: ComplexType };

interface AttributeDecl {
  name: string;
  required: boolean;
  fixed?: string;
  type: SimpleType;
}

interface ComplexType {
  content?: Particle;
  /** simpleContent: the value's type. */
  value?: SimpleType;
  attributes: AttributeDecl[];
}

interface SimpleType {
  builtin?: string;
  base?: SimpleType;
  union?: SimpleType[];
  facets: Facets;
}

interface Facets {
  enumeration?: string[];
  patterns?: RegExp[];
  length?: number;
  minLength?: number;
  maxLength?: number;
  totalDigits?: number;
  fractionDigits?: number;
  minInclusive?: string;
  maxInclusive?: string;
  minExclusive?: string;
  maxExclusive?: string;
  whiteSpace?: string;
}

const XSD_NAMESPACE = 'http://www.w3.org/2001/XMLSchema';
const UNBOUNDED = Number.POSITIVE_INFINITY;

const tagOf = (node: XmlNode) => Object.keys(node).find((key) => key !== ':@')!;
const localOf = (name: string) => name.slice(name.indexOf(':') + 1);
const childrenOf = (node: XmlNode) => (node[tagOf(node)] as XmlNode[]) ?? [];
const attrOf = (node: XmlNode, name: string) => node[':@']?.[`@_${name}`];
const xsdChildren = (node: XmlNode, ...names: string[]) =>
  childrenOf(node).filter((child) => names.includes(localOf(tagOf(child))));
const qualified = (namespace: string, local: string) => `{${namespace}}${local}`;

export interface XsdChecker {
  /** The problems of a document, each with the element path; none when it is valid. */
  check(xml: string): string[];
}

/** Reads the schema files (all of those the root schema includes or imports) into a checker. */
export function loadXsdChecker(files: string[]): XsdChecker {
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
  });
  const globals = {
    elements: new Map<string, { node: XmlNode; schema: Schema }>(),
    complex: new Map<string, { node: XmlNode; schema: Schema }>(),
    simple: new Map<string, { node: XmlNode; schema: Schema }>(),
  };
  for (const file of files) {
    const document = parser.parse(readFileSync(file, 'utf8')) as XmlNode[];
    const root = document.find((node) => localOf(tagOf(node)) === 'schema')!;
    const prefixes = new Map<string, string>();
    for (const [key, value] of Object.entries(root[':@'] ?? {}))
      if (key.startsWith('@_xmlns'))
        prefixes.set(key === '@_xmlns' ? '' : key.slice('@_xmlns:'.length), value);
    const schema: Schema = { targetNamespace: attrOf(root, 'targetNamespace') ?? '', prefixes };
    for (const node of childrenOf(root)) {
      const kind = localOf(tagOf(node));
      const name = attrOf(node, 'name');
      if (!name) continue;
      const key = qualified(schema.targetNamespace, name);
      if (kind === 'element') globals.elements.set(key, { node, schema });
      if (kind === 'complexType') globals.complex.set(key, { node, schema });
      if (kind === 'simpleType') globals.simple.set(key, { node, schema });
    }
  }

  const resolveQName = (schema: Schema, qname: string) => {
    const colon = qname.indexOf(':');
    const prefix = colon < 0 ? '' : qname.slice(0, colon);
    const namespace = schema.prefixes.get(prefix);
    if (namespace === undefined) throw new Error(`unknown prefix in ${qname}`);
    return qualified(namespace, qname.slice(colon + 1));
  };

  const simpleCache = new Map<string, SimpleType>();
  const complexCache = new Map<string, ComplexType>();

  function namedSimple(key: string): SimpleType {
    if (key.startsWith(`{${XSD_NAMESPACE}}`))
      return { builtin: key.slice(XSD_NAMESPACE.length + 2), facets: {} };
    const cached = simpleCache.get(key);
    if (cached) return cached;
    const found = globals.simple.get(key);
    if (!found) throw new Error(`no simple type ${key}`);
    const type = simpleOf(found.node, found.schema);
    simpleCache.set(key, type);
    return type;
  }

  function simpleOf(node: XmlNode, schema: Schema): SimpleType {
    const restriction = xsdChildren(node, 'restriction')[0];
    const union = xsdChildren(node, 'union')[0];
    if (union) {
      const members = (attrOf(union, 'memberTypes') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((name) => namedSimple(resolveQName(schema, name)));
      for (const inline of xsdChildren(union, 'simpleType')) members.push(simpleOf(inline, schema));
      return { union: members, facets: {} };
    }
    if (!restriction) throw new Error('a simple type without restriction or union');
    const baseName = attrOf(restriction, 'base');
    const inline = xsdChildren(restriction, 'simpleType')[0];
    const base = baseName ? namedSimple(resolveQName(schema, baseName)) : simpleOf(inline!, schema);
    return { base, facets: facetsOf(restriction) };
  }

  function facetsOf(restriction: XmlNode): Facets {
    const facets: Facets = {};
    for (const facet of childrenOf(restriction)) {
      const kind = localOf(tagOf(facet));
      const value = attrOf(facet, 'value');
      if (value === undefined) continue;
      if (kind === 'enumeration') (facets.enumeration ??= []).push(value);
      else if (kind === 'pattern') (facets.patterns ??= []).push(new RegExp(`^(?:${value})$`));
      else if (['length', 'minLength', 'maxLength', 'totalDigits', 'fractionDigits'].includes(kind))
        facets[kind as 'length'] = Number(value);
      else if (['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive', 'whiteSpace'].includes(kind))
        facets[kind as 'minInclusive'] = value;
    }
    return facets;
  }

  function namedComplex(key: string): ComplexType {
    const cached = complexCache.get(key);
    if (cached) return cached;
    const found = globals.complex.get(key);
    if (!found) throw new Error(`no complex type ${key}`);
    // Placeholder first: a recursive type refers to itself while being built.
    const type: ComplexType = { attributes: [] };
    complexCache.set(key, type);
    Object.assign(type, complexOf(found.node, found.schema));
    return type;
  }

  function complexOf(node: XmlNode, schema: Schema): ComplexType {
    const attributes = xsdChildren(node, 'attribute').map((a) => attributeOf(a, schema));
    const complexContent = xsdChildren(node, 'complexContent')[0];
    const simpleContent = xsdChildren(node, 'simpleContent')[0];
    if (simpleContent) {
      const extension = xsdChildren(simpleContent, 'extension')[0]!;
      return {
        value: namedSimple(resolveQName(schema, attrOf(extension, 'base')!)),
        attributes: xsdChildren(extension, 'attribute').map((a) => attributeOf(a, schema)),
      };
    }
    if (complexContent) {
      const extension = xsdChildren(complexContent, 'extension')[0]!;
      const base = namedComplex(resolveQName(schema, attrOf(extension, 'base')!));
      const own = particleOf(xsdChildren(extension, 'sequence', 'choice')[0], schema);
      const items = [base.content, own].filter((p): p is Particle => p !== undefined);
      return {
        content: items.length === 1 ? items[0] : { kind: 'sequence', items, min: 1, max: 1 },
        attributes: [
          ...base.attributes,
          ...xsdChildren(extension, 'attribute').map((a) => attributeOf(a, schema)),
        ],
      };
    }
    return { content: particleOf(xsdChildren(node, 'sequence', 'choice')[0], schema), attributes };
  }

  function attributeOf(node: XmlNode, schema: Schema): AttributeDecl {
    const typeName = attrOf(node, 'type');
    const inline = xsdChildren(node, 'simpleType')[0];
    return {
      name: attrOf(node, 'name')!,
      required: attrOf(node, 'use') === 'required',
      fixed: attrOf(node, 'fixed'),
      type: typeName
        ? namedSimple(resolveQName(schema, typeName))
        : inline
          ? simpleOf(inline, schema)
          : { builtin: 'string', facets: {} },
    };
  }

  const occurs = (node: XmlNode) => ({
    min: Number(attrOf(node, 'minOccurs') ?? 1),
    max: attrOf(node, 'maxOccurs') === 'unbounded' ? UNBOUNDED : Number(attrOf(node, 'maxOccurs') ?? 1),
  });

  function particleOf(node: XmlNode | undefined, schema: Schema): Particle | undefined {
    if (!node) return undefined;
    const kind = localOf(tagOf(node));
    if (kind === 'element') {
      const decl = elementOf(node, schema);
      return { kind: 'element', name: decl.name, decl, ...occurs(node) };
    }
    if (kind !== 'sequence' && kind !== 'choice') throw new Error(`unsupported particle ${kind}`);
    const items = xsdChildren(node, 'element', 'sequence', 'choice').map((child) =>
      particleOf(child, schema)!,
    );
    return { kind, items, ...occurs(node) };
  }

  function elementOf(node: XmlNode, schema: Schema): ElementDecl {
    const ref = attrOf(node, 'ref');
    if (ref) {
      const key = resolveQName(schema, ref);
      const found = globals.elements.get(key);
      if (!found) throw new Error(`no element ${key}`);
      return elementOf(found.node, found.schema);
    }
    // Both schemas are elementFormDefault="qualified": local elements are in the target namespace.
    const name = qualified(schema.targetNamespace, attrOf(node, 'name')!);
    const typeName = attrOf(node, 'type');
    if (typeName) {
      const key = resolveQName(schema, typeName);
      const type: TypeRef = globals.complex.has(key)
        ? { complex: namedComplex(key) }
        : { simple: namedSimple(key) };
      return { name, type };
    }
    const complex = xsdChildren(node, 'complexType')[0];
    if (complex) return { name, type: { complex: complexOf(complex, schema) } };
    const simple = xsdChildren(node, 'simpleType')[0];
    if (simple) return { name, type: { simple: simpleOf(simple, schema) } };
    return { name, type: { simple: { builtin: 'anyType', facets: {} } } };
  }

  return {
    check(xml: string): string[] {
      const problems: string[] = [];
      const document = parser.parse(xml) as XmlNode[];
      const rootNode = document.find((node) => !tagOf(node).startsWith('?') && tagOf(node) !== '#text');
      if (!rootNode) return ['no root element'];
      const scope = namespacesOf(rootNode, new Map());
      const rootName = expand(tagOf(rootNode), scope);
      const global = globals.elements.get(rootName);
      if (!global) return [`root element ${rootName} is not declared by the schema`];
      validateElement(
        rootNode,
        elementOf(global.node, global.schema),
        scope,
        `/${localOf(tagOf(rootNode))}`,
        problems,
      );
      return problems;
    },
  };
}

function namespacesOf(node: XmlNode, parent: Map<string, string>): Map<string, string> {
  const scope = new Map(parent);
  for (const [key, value] of Object.entries(node[':@'] ?? {}))
    if (key === '@_xmlns') scope.set('', value);
    else if (key.startsWith('@_xmlns:')) scope.set(key.slice('@_xmlns:'.length), value);
  return scope;
}

function expand(tag: string, scope: Map<string, string>): string {
  const colon = tag.indexOf(':');
  const prefix = colon < 0 ? '' : tag.slice(0, colon);
  return qualified(scope.get(prefix) ?? '', tag.slice(colon + 1));
}

const shortName = (key: string) => key.slice(key.indexOf('}') + 1);

function validateElement(
  node: XmlNode,
  decl: ElementDecl,
  parentScope: Map<string, string>,
  path: string,
  problems: string[],
): void {
  const scope = namespacesOf(node, parentScope);
  const children = childrenOf(node);
  const elements = children.filter((child) => tagOf(child) !== '#text');
  const text = children
    .filter((child) => tagOf(child) === '#text')
    .map((child) => String(child['#text']))
    .join('');
  if ('simple' in decl.type) {
    if (elements.length > 0) problems.push(`${path}: a simple value may not contain elements`);
    else checkValue(text, decl.type.simple, path, problems);
    return;
  }
  const type = decl.type.complex;
  checkAttributes(node, type, path, problems);
  if (type.value) {
    if (elements.length > 0) problems.push(`${path}: a simple value may not contain elements`);
    else checkValue(text, type.value, path, problems);
    return;
  }
  if (text.trim() !== '') problems.push(`${path}: text "${text.trim()}" where only elements are allowed`);
  const names = elements.map((child) => expand(tagOf(child), scope));
  if (!type.content) {
    if (names.length > 0) problems.push(`${path}: must be empty, has ${shortName(names[0]!)}`);
    return;
  }
  const expected = new Map<number, Set<string>>();
  const ends = match(type.content, names, 0, expected);
  if (!ends.has(names.length)) {
    const furthest = Math.max(...[...expected.keys()].filter((i) => i <= names.length), 0);
    const wanted = [...(expected.get(furthest) ?? [])].map(shortName).join(', ');
    problems.push(
      furthest < names.length
        ? `${path}: unexpected element ${shortName(names[furthest]!)} (position ${furthest + 1}); expected ${wanted || 'no more elements'}`
        : `${path}: missing element; expected ${wanted}`,
    );
    return;
  }
  const declared = new Map<string, ElementDecl>();
  collectDecls(type.content, declared);
  const counts = new Map<string, number>();
  elements.forEach((child, index) => {
    const name = names[index]!;
    const seen = (counts.get(name) ?? 0) + 1;
    counts.set(name, seen);
    validateElement(
      child,
      declared.get(name)!,
      scope,
      `${path}/${shortName(name)}${seen > 1 ? `[${seen}]` : ''}`,
      problems,
    );
  });
}

function collectDecls(particle: Particle, into: Map<string, ElementDecl>): void {
  if (particle.kind === 'element') {
    if (!into.has(particle.name)) into.set(particle.name, particle.decl);
  } else for (const item of particle.items) collectDecls(item, into);
}

/**
 * Every position the particle can end at when it starts at `start` (a small NFA run over the
 * children's names); `expected` collects, per position, the element names that could come next.
 */
function match(
  particle: Particle,
  names: string[],
  start: number,
  expected: Map<number, Set<string>>,
): Set<number> {
  const once = (from: number): Set<number> => {
    if (particle.kind === 'element') {
      if (names[from] === particle.name) return new Set([from + 1]);
      let set = expected.get(from);
      if (!set) expected.set(from, (set = new Set()));
      set.add(particle.name);
      return new Set();
    }
    if (particle.kind === 'choice') {
      const ends = new Set<number>();
      for (const item of particle.items) for (const end of match(item, names, from, expected)) ends.add(end);
      return ends;
    }
    let positions = new Set([from]);
    for (const item of particle.items) {
      const next = new Set<number>();
      for (const position of positions)
        for (const end of match(item, names, position, expected)) next.add(end);
      positions = next;
      if (positions.size === 0) break;
    }
    return positions;
  };
  const ends = new Set<number>();
  if (particle.min === 0) ends.add(start);
  let frontier = new Set([start]);
  const seen = new Set([start]);
  for (let count = 1; count <= particle.max && frontier.size > 0; count++) {
    const next = new Set<number>();
    for (const position of frontier) for (const end of once(position)) next.add(end);
    if (count >= particle.min) for (const end of next) ends.add(end);
    // Past minOccurs, only a position not reached before can lead anywhere new (an empty match
    // would otherwise repeat forever under maxOccurs="unbounded").
    frontier = count >= particle.min ? new Set([...next].filter((end) => !seen.has(end))) : next;
    for (const end of next) seen.add(end);
  }
  return ends;
}

function checkAttributes(node: XmlNode, type: ComplexType, path: string, problems: string[]): void {
  const given = Object.fromEntries(
    Object.entries(node[':@'] ?? {})
      .map(([key, value]) => [key.slice(2), value] as const)
      .filter(([key]) => key !== 'xmlns' && !key.startsWith('xmlns:') && !key.startsWith('xsi:')),
  );
  for (const attribute of type.attributes) {
    const value = given[attribute.name];
    if (value === undefined) {
      if (attribute.required) problems.push(`${path}: missing attribute ${attribute.name}`);
      continue;
    }
    if (attribute.fixed !== undefined && value !== attribute.fixed)
      problems.push(`${path}/@${attribute.name}: must be "${attribute.fixed}", is "${value}"`);
    checkValue(value, attribute.type, `${path}/@${attribute.name}`, problems);
  }
  for (const name of Object.keys(given))
    if (!type.attributes.some((a) => a.name === name))
      problems.push(`${path}: attribute ${name} is not allowed`);
}

/** The problems of a value against a simple type: its base chain's facets all apply. */
function checkValue(raw: string, type: SimpleType, path: string, problems: string[]): void {
  const problem = valueProblem(raw, type);
  if (problem) problems.push(`${path}: ${problem}`);
}

const COLLAPSING = new Set([
  'token',
  'decimal',
  'integer',
  'byte',
  'int',
  'long',
  'short',
  'date',
  'dateTime',
  'boolean',
  'nonNegativeInteger',
  'positiveInteger',
  'normalizedString',
]);
const NUMERIC = /^(decimal|integer|byte|int|long|short|nonNegativeInteger|positiveInteger)$/;

function builtinOf(type: SimpleType): string {
  let current: SimpleType | undefined = type;
  while (current && !current.builtin) current = current.base;
  return current?.builtin ?? 'string';
}

function valueProblem(raw: string, type: SimpleType): string | undefined {
  if (type.union) {
    const failures = type.union.map((member) => valueProblem(raw, member));
    return failures.every(Boolean)
      ? `"${raw}" matches none of the union's types (${failures[0]})`
      : undefined;
  }
  const builtin = builtinOf(type);
  const value = COLLAPSING.has(builtin) || hasCollapse(type) ? raw.replace(/\s+/g, ' ').trim() : raw;
  const lexical = lexicalProblem(value, builtin);
  if (lexical) return lexical;
  for (let level: SimpleType | undefined = type; level; level = level.base) {
    const problem = facetProblem(value, level.facets, NUMERIC.test(builtin));
    if (problem) return problem;
  }
  return undefined;
}

function hasCollapse(type: SimpleType): boolean {
  for (let level: SimpleType | undefined = type; level; level = level.base)
    if (level.facets.whiteSpace === 'collapse') return true;
  return false;
}

function lexicalProblem(value: string, builtin: string): string | undefined {
  const forms: Record<string, RegExp> = {
    decimal: /^[+-]?(\d+(\.\d*)?|\.\d+)$/,
    integer: /^[+-]?\d+$/,
    int: /^[+-]?\d+$/,
    long: /^[+-]?\d+$/,
    short: /^[+-]?\d+$/,
    byte: /^[+-]?\d+$/,
    nonNegativeInteger: /^\+?\d+$/,
    positiveInteger: /^\+?0*[1-9]\d*$/,
    boolean: /^(true|false|1|0)$/,
    date: /^-?\d{4,}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(Z|[+-]\d{2}:\d{2})?$/,
    dateTime:
      /^-?\d{4,}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/,
  };
  const form = forms[builtin];
  if (form && !form.test(value)) return `"${value}" is not a valid xs:${builtin}`;
  if (builtin === 'byte' && Math.abs(Number(value)) > 128) return `"${value}" is out of xs:byte`;
  if (builtin === 'date' && Number.isNaN(Date.parse(value.slice(0, 10)))) return `"${value}" is not a date`;
  return undefined;
}

function facetProblem(value: string, facets: Facets, numeric: boolean): string | undefined {
  if (facets.enumeration && !facets.enumeration.includes(value))
    return `"${value}" is not one of ${facets.enumeration.slice(0, 12).join(', ')}${facets.enumeration.length > 12 ? ', …' : ''}`;
  if (facets.patterns && !facets.patterns.some((pattern) => pattern.test(value)))
    return `"${value}" does not match ${facets.patterns.map((p) => p.source).join(' | ')}`;
  const length = [...value].length;
  if (facets.length !== undefined && length !== facets.length)
    return `"${value}" must be ${facets.length} characters`;
  if (facets.minLength !== undefined && length < facets.minLength)
    return `"${value}" is shorter than ${facets.minLength}`;
  if (facets.maxLength !== undefined && length > facets.maxLength)
    return `"${value}" is longer than ${facets.maxLength}`;
  if (numeric && (facets.totalDigits !== undefined || facets.fractionDigits !== undefined)) {
    const digits = value.replace(/^[+-]/, '').replace(/^0+(?=\d)/, '');
    const [whole = '', fraction = ''] = digits.split('.');
    const significantFraction = fraction.replace(/0+$/, '');
    if (facets.fractionDigits !== undefined && significantFraction.length > facets.fractionDigits)
      return `"${value}" has more than ${facets.fractionDigits} decimals`;
    if (
      facets.totalDigits !== undefined &&
      (whole.replace(/^0+$/, '') + significantFraction).length > facets.totalDigits
    )
      return `"${value}" has more than ${facets.totalDigits} digits`;
  }
  const compare = (a: string, b: string) =>
    numeric ? new Decimal(a).comparedTo(b) : a < b ? -1 : a > b ? 1 : 0;
  if (facets.minInclusive !== undefined && compare(value, facets.minInclusive) < 0)
    return `"${value}" is below ${facets.minInclusive}`;
  if (facets.maxInclusive !== undefined && compare(value, facets.maxInclusive) > 0)
    return `"${value}" is above ${facets.maxInclusive}`;
  if (facets.minExclusive !== undefined && compare(value, facets.minExclusive) <= 0)
    return `"${value}" must be above ${facets.minExclusive}`;
  if (facets.maxExclusive !== undefined && compare(value, facets.maxExclusive) >= 0)
    return `"${value}" must be below ${facets.maxExclusive}`;
  return undefined;
}
