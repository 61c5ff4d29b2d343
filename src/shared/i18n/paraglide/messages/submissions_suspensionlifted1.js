import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Suspensionlifted1Inputs */

const en_submissions_suspensionlifted1 = /** @type {(inputs: Submissions_Suspensionlifted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The day offers its windows again. Households already asked to move keep their choice.`)
};

const fil_submissions_suspensionlifted1 = /** @type {(inputs: Submissions_Suspensionlifted1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`May mga window na ulit sa araw na ito. Ang mga household na pinalipat na ay mananatili sa napili nila.`)
};

/**
* | output |
* | --- |
* | "The day offers its windows again. Households already asked to move keep their choice." |
*
* @param {Submissions_Suspensionlifted1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_suspensionlifted1 = /** @type {((inputs?: Submissions_Suspensionlifted1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Suspensionlifted1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_suspensionlifted1(inputs)
	return en_submissions_suspensionlifted1(inputs)
});
export { submissions_suspensionlifted1 as "submissions.suspensionLifted" }