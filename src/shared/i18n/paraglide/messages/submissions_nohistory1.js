import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Nohistory1Inputs */

const en_submissions_nohistory1 = /** @type {(inputs: Submissions_Nohistory1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No changes yet: the request is as the customer submitted it.`)
};

/**
* | output |
* | --- |
* | "No changes yet: the request is as the customer submitted it." |
*
* @param {Submissions_Nohistory1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_nohistory1 = /** @type {((inputs?: Submissions_Nohistory1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Nohistory1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_nohistory1(inputs)
});
export { submissions_nohistory1 as "submissions.noHistory" }