/**
 * The form's main message above the fields: a 422's first data message (spec §5) or another
 * failure's message. Renders nothing without a message.
 */
export function FormAlert({
  message,
  className,
}: {
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <div className={className ? `ui-form-alert ${className}` : 'ui-form-alert'} role="alert">
      {message.split('\n').map((line, index) => (
        <p key={index} className="ui-form-alert__line">
          {line}
        </p>
      ))}
    </div>
  );
}
