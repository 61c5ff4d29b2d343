import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Statusdeclined1Inputs */

const en_submissions_statusdeclined1 = /** @type {(inputs: Submissions_Statusdeclined1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declined`)
};

/**
* | output |
* | --- |
* | "Declined" |
*
* @param {Submissions_Statusdeclined1Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_statusdeclined1 = /** @type {((inputs?: Submissions_Statusdeclined1Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Statusdeclined1Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_statusdeclined1(inputs)
});
export { submissions_statusdeclined1 as "submissions.statusDeclined" }