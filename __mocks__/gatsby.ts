// Gatsby's unit-testing recipe (`__mocks__/gatsby`): the real module, except that page and static
// queries do not run in Jest and Link renders a plain <a> instead of a router link.
import React from "react"
import type { ComponentProps } from "react"
import type * as Gatsby from "gatsby"

const gatsby = jest.requireActual<typeof Gatsby>("gatsby")

/** @reach/router props that would warn on a plain <a>. */
const routerProps = new Set([
  "activeClassName",
  "activeStyle",
  "getProps",
  "innerRef",
  "partiallyActive",
  "replace",
  "state",
])

type LinkProps = ComponentProps<"a"> & { to: string } & Record<string, unknown>

const toAnchor = ({ to, ...props }: LinkProps) =>
  React.createElement("a", {
    ...Object.fromEntries(Object.entries(props).filter(([name]) => !routerProps.has(name))),
    href: to,
  })

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest.fn().mockImplementation(toAnchor),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }: { alias: string }) =>
      React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
    ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
}
