/**
 * What every operator route adds to its table entry: the 运营 tag and the operator key scheme (registered in
 * modules/operators, whose guard checks the key and the role's permission for every call).
 */
export const operatorCall = { tags: ['运营'], security: [{ operatorToken: [] }] };
