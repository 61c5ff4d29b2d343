import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Trucknameplaceholder2Inputs */

const en_submissions_trucknameplaceholder2 = /** @type {(inputs: Submissions_Trucknameplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Truck 2 (Isuzu Elf)`)
};

const fil_submissions_trucknameplaceholder2 = /** @type {(inputs: Submissions_Trucknameplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hal. Truck 2 (Isuzu Elf)`)
};

/**
* | output |
* | --- |
* | "e.g. Truck 2 (Isuzu Elf)" |
*
* @param {Submissions_Trucknameplaceholder2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_trucknameplaceholder2 = /** @type {((inputs?: Submissions_Trucknameplaceholder2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Trucknameplaceholder2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_trucknameplaceholder2(inputs)
	return en_submissions_trucknameplaceholder2(inputs)
});
export { submissions_trucknameplaceholder2 as "submissions.truckNamePlaceholder" }