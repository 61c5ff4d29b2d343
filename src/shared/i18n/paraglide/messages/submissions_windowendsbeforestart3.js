import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Windowendsbeforestart3Inputs */

const en_submissions_windowendsbeforestart3 = /** @type {(inputs: Submissions_Windowendsbeforestart3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The window must end after it starts`)
};

const fil_submissions_windowendsbeforestart3 = /** @type {(inputs: Submissions_Windowendsbeforestart3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dapat mas huli ang tapos ng slot kaysa sa simula nito`)
};

/**
* | output |
* | --- |
* | "The window must end after it starts" |
*
* @param {Submissions_Windowendsbeforestart3Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_windowendsbeforestart3 = /** @type {((inputs?: Submissions_Windowendsbeforestart3Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Windowendsbeforestart3Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_windowendsbeforestart3(inputs)
	return en_submissions_windowendsbeforestart3(inputs)
});
export { submissions_windowendsbeforestart3 as "submissions.windowEndsBeforeStart" }