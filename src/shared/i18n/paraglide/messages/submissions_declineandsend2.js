import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Declineandsend2Inputs */

const en_submissions_declineandsend2 = /** @type {(inputs: Submissions_Declineandsend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline and send SMS`)
};

/**
* | output |
* | --- |
* | "Decline and send SMS" |
*
* @param {Submissions_Declineandsend2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const submissions_declineandsend2 = /** @type {((inputs?: Submissions_Declineandsend2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Declineandsend2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_submissions_declineandsend2(inputs)
});
export { submissions_declineandsend2 as "submissions.declineAndSend" }