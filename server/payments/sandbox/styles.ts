/** The sandbox pages' stylesheet, served as a file (the CSP forbids inline styles). Logical properties only. */
export const SANDBOX_CSS = `
body { font-family: system-ui, "Segoe UI", Tahoma, sans-serif; background: #f4f6f8; color: #1c2430; margin: 0; }
main { max-width: 28rem; margin-block: 2rem; margin-inline: auto; background: #fff; border-radius: .75rem; padding: 1.5rem; box-shadow: 0 1px 4px rgb(0 0 0 / .12); }
body.knet { background: #e9eef7; }
body.knet .brand { background: #0d3c7d; color: #fff; }
.brand { display: inline-block; font-weight: 700; padding-block: .25rem; padding-inline: .75rem; border-radius: .375rem; background: #f1f8ff; color: #0a66c2; margin: 0; }
h1 { font-size: 1.25rem; margin-block: .75rem; }
h2 { font-size: 1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
dt { color: #5b6675; }
dd { margin: 0; font-weight: 600; }
.amount { font-size: 1.25rem; }
.cards { background: #fffbea; border-radius: .5rem; padding: .75rem; font-size: .9rem; }
.cards ul { margin: 0; padding-inline-start: 1.25rem; }
.field { display: grid; gap: .25rem; margin-block: 1rem; }
input[name="card"] { font-size: 1rem; padding: .5rem; border: 1px solid #c5ccd6; border-radius: .375rem; }
fieldset { border: 1px solid #dde2e8; border-radius: .5rem; display: grid; gap: .375rem; }
.outcome { display: flex; gap: .5rem; align-items: baseline; }
button { margin-block-start: 1rem; width: 100%; padding: .75rem; font-size: 1rem; font-weight: 600; color: #fff; background: #0a66c2; border: 0; border-radius: .5rem; cursor: pointer; }
body.knet button { background: #0d3c7d; }
.note { color: #5b6675; font-size: .85rem; }
.message { font-weight: 600; }
`;
