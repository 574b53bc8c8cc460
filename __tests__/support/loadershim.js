// gatsby-link calls the page loader; Gatsby's jest recipe stubs it.
Object.assign(globalThis, { ___loader: { enqueue: jest.fn() } })
