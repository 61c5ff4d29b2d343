import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Submissions_Transitionnotallowed2Inputs */

const en_submissions_transitionnotallowed2 = /** @type {(inputs: Submissions_Transitionnotallowed2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A request that is "${i?.from}" cannot be moved to "${i?.to}".`)
};

/**
* | output |
* | --- |
* | "A request that is \"{from}\" cannot be moved to \"{to}\"." |
*
* @param {Submissions_Transitionnotallowed2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_transitionnotallowed2 = /** @type {((inputs: Submissions_Transitionnotallowed2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Transitionnotallowed2Inputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_transitionnotallowed2(inputs)
});
export { submissions_transitionnotallowed2 as "submissions.transitionNotAllowed" }