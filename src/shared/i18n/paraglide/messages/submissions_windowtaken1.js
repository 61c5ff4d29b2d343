import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Windowtaken1Inputs */

const en_submissions_windowtaken1 = /** @type {(inputs: Submissions_Windowtaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is already a window starting at that time on that day`)
};

const fil_submissions_windowtaken1 = /** @type {(inputs: Submissions_Windowtaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`May slot na na nagsisimula sa oras na iyan sa araw na iyan`)
};

/**
* | output |
* | --- |
* | "There is already a window starting at that time on that day" |
*
* @param {Submissions_Windowtaken1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_windowtaken1 = /** @type {((inputs?: Submissions_Windowtaken1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowtaken1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_windowtaken1(inputs)
	return en_submissions_windowtaken1(inputs)
});
export { submissions_windowtaken1 as "submissions.windowTaken" }