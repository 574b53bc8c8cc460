// gatsby-link calls the page loader; Gatsby's jest recipe stubs it.
global.___loader = { enqueue: jest.fn() }
