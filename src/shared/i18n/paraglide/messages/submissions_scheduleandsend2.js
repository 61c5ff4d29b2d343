import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Scheduleandsend2Inputs */

const en_submissions_scheduleandsend2 = /** @type {(inputs: Submissions_Scheduleandsend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule and send SMS`)
};

const fil_submissions_scheduleandsend2 = /** @type {(inputs: Submissions_Scheduleandsend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-schedule at mag-send ng SMS`)
};

/**
* | output |
* | --- |
* | "Schedule and send SMS" |
*
* @param {Submissions_Scheduleandsend2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_scheduleandsend2 = /** @type {((inputs?: Submissions_Scheduleandsend2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Scheduleandsend2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_scheduleandsend2(inputs)
	return en_submissions_scheduleandsend2(inputs)
});
export { submissions_scheduleandsend2 as "submissions.scheduleAndSend" }