import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Ownerverified1Inputs */

const en_submissions_ownerverified1 = /** @type {(inputs: Submissions_Ownerverified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can now manage this pickup.`)
};

const fil_submissions_ownerverified1 = /** @type {(inputs: Submissions_Ownerverified1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puwede mo nang i-manage ang pickup na ito.`)
};

/**
* | output |
* | --- |
* | "You can now manage this pickup." |
*
* @param {Submissions_Ownerverified1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_ownerverified1 = /** @type {((inputs?: Submissions_Ownerverified1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Ownerverified1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_ownerverified1(inputs)
	return en_submissions_ownerverified1(inputs)
});
export { submissions_ownerverified1 as "submissions.ownerVerified" }