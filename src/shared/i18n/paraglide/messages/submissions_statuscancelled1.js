import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statuscancelled1Inputs */

const en_submissions_statuscancelled1 = /** @type {(inputs: Submissions_Statuscancelled1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Submissions_Statuscancelled1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_statuscancelled1 = /** @type {((inputs?: Submissions_Statuscancelled1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statuscancelled1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_statuscancelled1(inputs)
});
export { submissions_statuscancelled1 as "submissions.statusCancelled" }