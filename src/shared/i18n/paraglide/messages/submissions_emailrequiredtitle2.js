import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Emailrequiredtitle2Inputs */

const en_submissions_emailrequiredtitle2 = /** @type {(inputs: Submissions_Emailrequiredtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Missing Information`)
};

/**
* | output |
* | --- |
* | "Missing Information" |
*
* @param {Submissions_Emailrequiredtitle2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_emailrequiredtitle2 = /** @type {((inputs?: Submissions_Emailrequiredtitle2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Emailrequiredtitle2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_emailrequiredtitle2(inputs)
});
export { submissions_emailrequiredtitle2 as "submissions.emailRequiredTitle" }