import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Declineandsend2Inputs */

const en_submissions_declineandsend2 = /** @type {(inputs: Submissions_Declineandsend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline and send SMS`)
};

const fil_submissions_declineandsend2 = /** @type {(inputs: Submissions_Declineandsend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tanggihan at mag-send ng SMS`)
};

/**
* | output |
* | --- |
* | "Decline and send SMS" |
*
* @param {Submissions_Declineandsend2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_declineandsend2 = /** @type {((inputs?: Submissions_Declineandsend2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Declineandsend2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_declineandsend2(inputs)
	return en_submissions_declineandsend2(inputs)
});
export { submissions_declineandsend2 as "submissions.declineAndSend" }