import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Submissions_Itemsresellablenote2Inputs */

const en_submissions_itemsresellablenote2 = /** @type {(inputs: Submissions_Itemsresellablenote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From staff notes, open and done requests`)
};

const fil_submissions_itemsresellablenote2 = /** @type {(inputs: Submissions_Itemsresellablenote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mula sa notes ng staff, bukas at tapos na request`)
};

/**
* | output |
* | --- |
* | "From staff notes, open and done requests" |
*
* @param {Submissions_Itemsresellablenote2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const submissions_itemsresellablenote2 = /** @type {((inputs?: Submissions_Itemsresellablenote2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Submissions_Itemsresellablenote2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_submissions_itemsresellablenote2(inputs)
	return en_submissions_itemsresellablenote2(inputs)
});
export { submissions_itemsresellablenote2 as "submissions.itemsResellableNote" }