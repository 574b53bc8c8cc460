/**
 * @jest-environment node
 *
 * The register's shape is written once, as the zod schema in src/node/business-register.ts. The
 * data layer's GraphQL types and the content editor's form repeat it in their own terms; these
 * tests fail the moment either drifts from the schema: a key added, dropped, renamed, made
 * optional or given another kind in one place only.
 */
import { parse, type TypeNode } from "graphql"
import { z } from "zod"
import type { Field } from "@sveltia/cms"
import { registerSchema } from "../../src/node/business-register"
import { cmsConfig } from "../../src/node/cms-config"
import { typeDefs } from "../../src/node/type-defs"

/** "seller.legalName.en: text, required" — one line per leaf or list of the shape. */
type Shape = string[]

type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  const?: unknown
  enum?: unknown[]
}

const kindOfJson = (node: JsonSchema): string => {
  if (node.type === "integer") return "whole number"
  if (node.type === "number") return "number"
  if (node.type === "boolean") return "yes/no"
  return "text"
}

/** A union (the guarantee's two kinds) as one object: a key is required only if every branch requires it. */
const merged = (branches: JsonSchema[]): JsonSchema => ({
  type: "object",
  properties: Object.assign({}, ...branches.map((branch) => branch.properties)),
  required: (branches[0].required ?? []).filter((key) =>
    branches.every((branch) => branch.required?.includes(key)),
  ),
})

const schemaShape = (node: JsonSchema, prefix = "", required = true): Shape => {
  const union = node.anyOf ?? node.oneOf
  if (union) return schemaShape(merged(union), prefix, required)
  const line = (kind: string) => [`${prefix}: ${kind}, ${required ? "required" : "optional"}`]
  if (node.type === "array") return [...line("list"), ...schemaShape(node.items!, `${prefix}[]`)]
  if (node.type === "object" && node.properties) {
    return [
      ...(prefix && !prefix.endsWith("[]") ? line("group") : []),
      ...Object.entries(node.properties).flatMap(([key, child]) =>
        schemaShape(
          child,
          prefix ? `${prefix}.${key}` : key,
          node.required?.includes(key) ?? false,
        ),
      ),
    ]
  }
  return line(kindOfJson(node))
}

const registerShape = schemaShape(
  z.toJSONSchema(registerSchema, { io: "input", unrepresentable: "any" }) as JsonSchema,
).sort()

describe("the register's shape", () => {
  it("is what the schema says (a sample of its lines)", () => {
    expect(registerShape).toEqual(
      expect.arrayContaining([
        "seller.legalName.fr: text, required",
        "guarantee.givenBy: text, required",
        "guarantee.refund.en: text, required",
        "guarantee.refund: group, optional",
        "customers: group, optional",
        "seller: group, required",
        "offers: list, optional",
        "offers[].startsOn: text, required",
        "price.amount: number, required",
        "price: group, optional",
        "rating.count: whole number, required",
      ]),
    )
  })
})

describe("the data layer's GraphQL type Business", () => {
  const types = new Map(
    parse(typeDefs).definitions.flatMap((definition) =>
      definition.kind === "ObjectTypeDefinition" ? [[definition.name.value, definition]] : [],
    ),
  )
  const scalarKinds: Record<string, string> = {
    String: "text",
    Int: "whole number",
    Float: "number",
    Boolean: "yes/no",
  }

  const typeShape = (type: TypeNode, prefix: string, required: boolean): Shape => {
    if (type.kind === "NonNullType") return typeShape(type.type, prefix, true)
    const line = (kind: string) => [`${prefix}: ${kind}, ${required ? "required" : "optional"}`]
    if (type.kind === "ListType")
      return [...line("list"), ...typeShape(type.type, `${prefix}[]`, false)]
    const name = type.name.value
    if (scalarKinds[name]) return line(scalarKinds[name])
    return [...(prefix.endsWith("[]") ? [] : line("group")), ...objectShape(name, prefix)]
  }

  const objectShape = (name: string, prefix = ""): Shape =>
    (types.get(name)?.fields ?? []).flatMap((field) =>
      typeShape(field.type, prefix ? `${prefix}.${field.name.value}` : field.name.value, false),
    )

  /** What the build adds for its day (src/lib/business.ts buildFacts), not in the file. */
  const buildFacts = /^(offerAtBuild|priceAtBuild|ratingAtBuild)\b/

  it("has the schema's keys and kinds, optional only where the schema allows it", () => {
    const graphql = objectShape("Business").filter((line) => !buildFacts.test(line))
    // The one difference on purpose: the file may leave `offers` out; the data layer then holds [].
    expect(
      graphql
        .map((line) => line.replace("offers: list, required", "offers: list, optional"))
        .sort(),
    ).toEqual(registerShape)
  })
})

describe("the content editor's register form", () => {
  type Collection = { name: string; files?: Array<{ fields: Field[] }> }
  const registerFields =
    (cmsConfig({ repo: "owner/site", branch: "main" }).collections as Collection[]).find(
      (collection) => collection.name === "settings",
    )?.files?.[0].fields ?? []

  const kindOfWidget = (field: Field): string => {
    const { widget, value_type: valueType } = field as { widget?: string; value_type?: string }
    if (widget === "boolean") return "yes/no"
    if (widget === "number") return valueType === "int" ? "whole number" : "number"
    return "text"
  }

  const fieldShape = (fields: readonly Field[], prefix = ""): Shape =>
    fields.flatMap((field) => {
      const key = prefix ? `${prefix}.${field.name}` : field.name
      const required = (field as { required?: boolean }).required !== false
      const line = (kind: string) => `${key}: ${kind}, ${required ? "required" : "optional"}`
      const { widget, fields: nested } = field as { widget?: string; fields?: Field[] }
      if (widget === "list") return [line("list"), ...fieldShape(nested ?? [], `${key}[]`)]
      if (nested) return [line("group"), ...fieldShape(nested, key)]
      return [line(kindOfWidget(field))]
    })

  it("asks for every key of the schema, of its kind, and requires what the schema requires", () => {
    // An object field in the form holds its children's requiredness; the schema says an optional
    // object's children are required once it is there: compare children as the form writes them.
    const schemaLines = registerShape.filter(
      (line) => !/: text, optional$|: text, required$/.test(line) || true,
    )
    expect(fieldShape(registerFields).sort()).toEqual(schemaLines)
  })
})
