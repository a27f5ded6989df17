// Compiles every schema of docs/schema with Ajv 8 (draft 2020-12) in strict mode, checks that
// every "pattern" is a valid ECMAScript regular expression in u mode, and validates each document
// of the list against its schema. Prints one line per problem; exits 1 if there is any.
'use strict';
const Ajv2020 = require('ajv/dist/2020').default;
const fs = require('fs');
const path = require('path');
const [schemaDir, listFile] = process.argv.slice(2);
const BASE = 'https://ulti-sdk.github.io/ulti/schema/';
const ajv = new Ajv2020({ strict: true, allErrors: true });
const files = fs.readdirSync(schemaDir).filter(f => f.endsWith('.schema.json')).sort();
let problems = 0;
const problem = text => { problems++; console.log('PROBLEM ' + text); };
const patterns = [];
const walk = (node, where) => {
  if (Array.isArray(node)) node.forEach((item, i) => walk(item, where + '/' + i));
  else if (node && typeof node === 'object') {
    if (typeof node.pattern === 'string') patterns.push([where + '/pattern', node.pattern]);
    for (const [key, value] of Object.entries(node)) walk(value, where + '/' + key);
  }
};
for (const f of files) {
  const schema = JSON.parse(fs.readFileSync(path.join(schemaDir, f), 'utf8'));
  walk(schema, f);
  ajv.addSchema(schema);
}
for (const [where, pattern] of patterns) {
  try { new RegExp(pattern, 'u'); } catch (e) { problem(where + ': not valid in u mode: ' + e.message); }
}
let compiled = 0;
for (const f of files) {
  try { ajv.getSchema(BASE + f); compiled++; } catch (e) { problem(f + ': ' + e.message); }
}
let valid = 0;
for (const line of fs.readFileSync(listFile, 'utf8').split('\n').filter(l => l.trim())) {
  const [schema, document] = line.split('\t');
  const validate = ajv.getSchema(BASE + schema);
  if (!validate) { problem(schema + ': not compiled'); continue; }
  const data = JSON.parse(fs.readFileSync(document, 'utf8'));
  if (validate(data)) valid++;
  else problem(path.basename(document) + ' against ' + schema + ': ' + ajv.errorsText(validate.errors));
}
console.log('schemas ' + files.length + ', compiled ' + compiled + ', patterns ' + patterns.length + ', documents valid ' + valid);
process.exit(problems ? 1 : 0);
