import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_QuestionsInputs */

const en_notifications_questions = /** @type {(inputs: Notifications_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questions? Just reply to this e-mail.`)
};

const fil_notifications_questions = /** @type {(inputs: Notifications_QuestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`May tanong? Mag-reply lang sa e-mail na ito.`)
};

/**
* | output |
* | --- |
* | "Questions? Just reply to this e-mail." |
*
* @param {Notifications_QuestionsInputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const notifications_questions = /** @type {((inputs?: Notifications_QuestionsInputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_QuestionsInputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_notifications_questions(inputs)
	return en_notifications_questions(inputs)
});
export { notifications_questions as "notifications.questions" }