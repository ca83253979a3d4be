/** The amount rules live in src/common so the server checks orders with the same code (issue 5). */
export * from '../../common/amount-rules';
