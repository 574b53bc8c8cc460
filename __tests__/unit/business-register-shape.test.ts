/**
 * @jest-environment node
 *
 * The register's shape is written once, as the zod schema in src/business/node/schema.ts. The data
 * layer's GraphQL types, useBusiness()'s query and the content editor's form repeat it in their own
 * terms; these tests fail the moment one drifts from the schema: a key added, dropped, renamed,
 * made optional or given another kind in one place only.
 */
import { graphql } from "gatsby"
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { Kind, parse, type SelectionSetNode, type TypeNode } from "graphql"
import { z } from "zod"
import type { Field } from "@sveltia/cms"
import type { FactsAtBuild } from "../../src/business/facts"
import { registerSchema, type Business } from "../../src/business/node/schema"
import { businessTypeDefs } from "../../src/business/node/type-defs"
import { useBusiness } from "../../src/business/use-business"
import { cmsConfig } from "../../src/node/cms-config"

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

/** What the build adds for its day (src/business/facts.ts), each the shape of a register key. */
const atBuild: Record<keyof FactsAtBuild, keyof Business> = {
  offerAtBuild: "offers",
  priceAtBuild: "price",
  ratingAtBuild: "rating",
}

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
    parse(businessTypeDefs).definitions.flatMap((definition) =>
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

  const addedAtBuild = new RegExp(`^(${Object.keys(atBuild).join("|")})\\b`)

  it("has the schema's keys and kinds, optional only where the schema allows it", () => {
    const fromFile = objectShape("Business").filter((line) => !addedAtBuild.test(line))
    // The one difference on purpose: the file may leave `offers` out; the data layer then holds [].
    expect(
      fromFile
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
    expect(fieldShape(registerFields).sort()).toEqual(registerShape)
  })
})

describe("useBusiness()'s query", () => {
  /** Every key the query selects, as "seller.legalName.en", fragments spread in place. */
  const selected = (): string[] => {
    // Static queries do not run in Jest (__mocks__/gatsby): the hook hands its query text to the
    // mocked `graphql` tag, and the mocked useStaticQuery answers with the repository's register.
    jest.mocked(graphql).mockClear()
    const Reader = () => {
      useBusiness()
      return null
    }
    renderToString(createElement(Reader))
    const [text] = jest.mocked(graphql).mock.calls[0] as unknown as [TemplateStringsArray]
    const { definitions } = parse(text.join(""))
    const fragments = new Map(
      definitions.flatMap((definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION
          ? [[definition.name.value, definition.selectionSet]]
          : [],
      ),
    )
    const keysOf = (set: SelectionSetNode | undefined, prefix: string): string[] =>
      (set?.selections ?? []).flatMap((selection) => {
        if (selection.kind === Kind.FRAGMENT_SPREAD)
          return keysOf(fragments.get(selection.name.value), prefix)
        if (selection.kind === Kind.INLINE_FRAGMENT) return keysOf(selection.selectionSet, prefix)
        const key = prefix ? `${prefix}.${selection.name.value}` : selection.name.value
        return [key, ...keysOf(selection.selectionSet, key)]
      })
    const query = definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    return keysOf(query?.selectionSet, "")
  }

  /** The schema's keys, lists written like any other key (a query does not mark them). */
  const schemaKeys = [
    ...new Set(registerShape.map((line) => line.split(":")[0].replace(/\[\]/g, ""))),
  ]

  it("asks for every key of the schema and of the build's facts, and for no other", () => {
    const expected = [
      ...schemaKeys,
      ...Object.entries(atBuild).flatMap(([added, from]) =>
        schemaKeys
          .filter((key) => key === from || key.startsWith(`${from}.`))
          .map((key) => `${added}${key.slice(from.length)}`),
      ),
    ].map((key) => `business.${key}`)
    expect(
      selected()
        .filter((key) => key !== "business")
        .sort(),
    ).toEqual(expected.sort())
  })
})
